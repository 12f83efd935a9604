// The version of build-site that published these rules. The build writes the released number in
// its place; read straight from the sources, it says so.
export const VERSION = 'source';
