import Foundation
import SiteModel
import WalkthroughManifest

/// What a page shows and announces, built in for the 34 languages iOS and Android ship their own
/// interface in, used where `walkthrough.yml` gives none. The table is keyed by language, and by
/// language and script where the script is not the language's usual one (`zh` is Simplified
/// Chinese, `zh-Hant` Traditional), and for Portuguese by region (`pt` is Brazil's, `pt-PT`
/// Portugal's and every other region's). A locale finds its entry through CLDR's likely subtags
/// (zh-TW and zh-HK are zh-Hant, iw is he); a language without one reads that of the language
/// CLDR's language matching says its readers read (nn and no read nb, Basque Spanish, Swahili
/// English), never one in another script.
package enum BuiltInLabels {
    package struct Entry: Sendable {
        package var labels: Labels
        /// The page texts, the clip's button among them (its name says the clip, as a screen reader reads it).
        package var texts: PageTexts
    }

    private static let entries: [String: Entry] = [
        "en": Entry(labels: Labels(next: "Next", skip: "Skip", done: "Get Started", restart: "Start again", back: "Back"),
                      texts: PageTexts(pageStatus: "Page {current} of {total}", language: "Language", filter: "Filter languages", play: "Play the clip", pause: "Pause the clip")),
        "ar": Entry(labels: Labels(next: "التالي", skip: "تخطي", done: "ابدأ", restart: "ابدأ من جديد", back: "رجوع"),
                      texts: PageTexts(pageStatus: "الصفحة {current} من {total}", language: "اللغة", filter: "تصفية اللغات", play: "تشغيل المقطع", pause: "إيقاف المقطع مؤقتًا")),
        "ca": Entry(labels: Labels(next: "Següent", skip: "Omet", done: "Comença", restart: "Torna a començar", back: "Enrere"),
                      texts: PageTexts(pageStatus: "Pàgina {current} de {total}", language: "Idioma", filter: "Filtra els idiomes", play: "Reprodueix el vídeo", pause: "Posa en pausa el vídeo")),
        "cs": Entry(labels: Labels(next: "Další", skip: "Přeskočit", done: "Začít", restart: "Začít znovu", back: "Zpět"),
                      texts: PageTexts(pageStatus: "Stránka {current} z {total}", language: "Jazyk", filter: "Filtrovat jazyky", play: "Přehrát video", pause: "Pozastavit video")),
        "da": Entry(labels: Labels(next: "Næste", skip: "Spring over", done: "Kom i gang", restart: "Start forfra", back: "Tilbage"),
                      texts: PageTexts(pageStatus: "Side {current} af {total}", language: "Sprog", filter: "Filtrér sprog", play: "Afspil videoen", pause: "Sæt videoen på pause")),
        "de": Entry(labels: Labels(next: "Weiter", skip: "Überspringen", done: "Los geht’s", restart: "Von vorn", back: "Zurück"),
                      texts: PageTexts(pageStatus: "Seite {current} von {total}", language: "Sprache", filter: "Sprachen filtern", play: "Video abspielen", pause: "Video anhalten")),
        "el": Entry(labels: Labels(next: "Επόμενο", skip: "Παράλειψη", done: "Ας ξεκινήσουμε", restart: "Από την αρχή", back: "Πίσω"),
                      texts: PageTexts(pageStatus: "Σελίδα {current} από {total}", language: "Γλώσσα", filter: "Φιλτράρισμα γλωσσών", play: "Αναπαραγωγή βίντεο", pause: "Παύση βίντεο")),
        "es": Entry(labels: Labels(next: "Siguiente", skip: "Omitir", done: "Empezar", restart: "Volver a empezar", back: "Atrás"),
                      texts: PageTexts(pageStatus: "Página {current} de {total}", language: "Idioma", filter: "Filtrar idiomas", play: "Reproducir el vídeo", pause: "Pausar el vídeo")),
        "fi": Entry(labels: Labels(next: "Seuraava", skip: "Ohita", done: "Aloita", restart: "Aloita alusta", back: "Takaisin"),
                      texts: PageTexts(pageStatus: "Sivu {current}/{total}", language: "Kieli", filter: "Suodata kieliä", play: "Toista video", pause: "Keskeytä video")),
        "fr": Entry(labels: Labels(next: "Suivant", skip: "Passer", done: "Commencer", restart: "Recommencer", back: "Retour"),
                      texts: PageTexts(pageStatus: "Page {current} sur {total}", language: "Langue", filter: "Filtrer les langues", play: "Lire la vidéo", pause: "Mettre la vidéo en pause")),
        "he": Entry(labels: Labels(next: "הבא", skip: "דילוג", done: "בואו נתחיל", restart: "להתחיל מחדש", back: "חזרה"),
                      texts: PageTexts(pageStatus: "עמוד {current} מתוך {total}", language: "שפה", filter: "סינון שפות", play: "הפעלת הסרטון", pause: "השהיית הסרטון")),
        "hi": Entry(labels: Labels(next: "आगे", skip: "छोड़ें", done: "शुरू करें", restart: "फिर से शुरू करें", back: "वापस"),
                      texts: PageTexts(pageStatus: "{total} में से पेज {current}", language: "भाषा", filter: "भाषाएँ फ़िल्टर करें", play: "वीडियो चलाएँ", pause: "वीडियो रोकें")),
        "hr": Entry(labels: Labels(next: "Dalje", skip: "Preskoči", done: "Započni", restart: "Počni ispočetka", back: "Natrag"),
                      texts: PageTexts(pageStatus: "Stranica {current} od {total}", language: "Jezik", filter: "Filtriraj jezike", play: "Reproduciraj videozapis", pause: "Pauziraj videozapis")),
        "hu": Entry(labels: Labels(next: "Tovább", skip: "Kihagyás", done: "Kezdjük", restart: "Újrakezdés", back: "Vissza"),
                      texts: PageTexts(pageStatus: "{current}/{total}. oldal", language: "Nyelv", filter: "Nyelvek szűrése", play: "Videó lejátszása", pause: "Videó szüneteltetése")),
        "id": Entry(labels: Labels(next: "Berikutnya", skip: "Lewati", done: "Mulai", restart: "Mulai lagi", back: "Kembali"),
                      texts: PageTexts(pageStatus: "Halaman {current} dari {total}", language: "Bahasa", filter: "Filter bahasa", play: "Putar video", pause: "Jeda video")),
        "it": Entry(labels: Labels(next: "Avanti", skip: "Salta", done: "Inizia", restart: "Ricomincia", back: "Indietro"),
                      texts: PageTexts(pageStatus: "Pagina {current} di {total}", language: "Lingua", filter: "Filtra le lingue", play: "Riproduci il video", pause: "Metti in pausa il video")),
        "ja": Entry(labels: Labels(next: "次へ", skip: "スキップ", done: "はじめる", restart: "最初から", back: "戻る"),
                      texts: PageTexts(pageStatus: "{total}ページ中{current}ページ目", language: "言語", filter: "言語を絞り込む", play: "動画を再生", pause: "動画を一時停止")),
        "ko": Entry(labels: Labels(next: "다음", skip: "건너뛰기", done: "시작하기", restart: "처음부터", back: "뒤로"),
                      texts: PageTexts(pageStatus: "{total}페이지 중 {current}페이지", language: "언어", filter: "언어 필터", play: "동영상 재생", pause: "동영상 일시정지")),
        "ms": Entry(labels: Labels(next: "Seterusnya", skip: "Langkau", done: "Mulakan", restart: "Mula semula", back: "Kembali"),
                      texts: PageTexts(pageStatus: "Halaman {current} daripada {total}", language: "Bahasa", filter: "Tapis bahasa", play: "Mainkan video", pause: "Jeda video")),
        "nb": Entry(labels: Labels(next: "Neste", skip: "Hopp over", done: "Kom i gang", restart: "Start på nytt", back: "Tilbake"),
                      texts: PageTexts(pageStatus: "Side {current} av {total}", language: "Språk", filter: "Filtrer språk", play: "Spill av videoen", pause: "Sett videoen på pause")),
        "nl": Entry(labels: Labels(next: "Volgende", skip: "Overslaan", done: "Aan de slag", restart: "Opnieuw beginnen", back: "Terug"),
                      texts: PageTexts(pageStatus: "Pagina {current} van {total}", language: "Taal", filter: "Talen filteren", play: "Video afspelen", pause: "Video pauzeren")),
        "pl": Entry(labels: Labels(next: "Dalej", skip: "Pomiń", done: "Zaczynajmy", restart: "Od początku", back: "Wstecz"),
                      texts: PageTexts(pageStatus: "Strona {current} z {total}", language: "Język", filter: "Filtruj języki", play: "Odtwórz wideo", pause: "Wstrzymaj wideo")),
        "pt": Entry(labels: Labels(next: "Próximo", skip: "Pular", done: "Começar", restart: "Recomeçar", back: "Voltar"),
                      texts: PageTexts(pageStatus: "Página {current} de {total}", language: "Idioma", filter: "Filtrar idiomas", play: "Reproduzir o vídeo", pause: "Pausar o vídeo")),
        "pt-PT": Entry(labels: Labels(next: "Seguinte", skip: "Ignorar", done: "Começar", restart: "Recomeçar", back: "Voltar"),
                      texts: PageTexts(pageStatus: "Página {current} de {total}", language: "Idioma", filter: "Filtrar idiomas", play: "Reproduzir o vídeo", pause: "Pausar o vídeo")),
        "ro": Entry(labels: Labels(next: "Înainte", skip: "Omite", done: "Să începem", restart: "Începe din nou", back: "Înapoi"),
                      texts: PageTexts(pageStatus: "Pagina {current} din {total}", language: "Limbă", filter: "Filtrează limbile", play: "Redă videoclipul", pause: "Întrerupe videoclipul")),
        "ru": Entry(labels: Labels(next: "Далее", skip: "Пропустить", done: "Начать", restart: "Начать заново", back: "Назад"),
                      texts: PageTexts(pageStatus: "Страница {current} из {total}", language: "Язык", filter: "Фильтр языков", play: "Воспроизвести видео", pause: "Приостановить видео")),
        "sk": Entry(labels: Labels(next: "Ďalej", skip: "Preskočiť", done: "Začať", restart: "Začať znova", back: "Späť"),
                      texts: PageTexts(pageStatus: "Strana {current} z {total}", language: "Jazyk", filter: "Filtrovať jazyky", play: "Prehrať video", pause: "Pozastaviť video")),
        "sv": Entry(labels: Labels(next: "Nästa", skip: "Hoppa över", done: "Kom igång", restart: "Börja om", back: "Tillbaka"),
                      texts: PageTexts(pageStatus: "Sida {current} av {total}", language: "Språk", filter: "Filtrera språk", play: "Spela upp videon", pause: "Pausa videon")),
        "th": Entry(labels: Labels(next: "ถัดไป", skip: "ข้าม", done: "เริ่มต้นใช้งาน", restart: "เริ่มใหม่", back: "ย้อนกลับ"),
                      texts: PageTexts(pageStatus: "หน้า {current} จาก {total}", language: "ภาษา", filter: "กรองภาษา", play: "เล่นวิดีโอ", pause: "หยุดวิดีโอชั่วคราว")),
        "tr": Entry(labels: Labels(next: "İleri", skip: "Atla", done: "Başlayalım", restart: "Baştan başla", back: "Geri"),
                      texts: PageTexts(pageStatus: "Sayfa {current}/{total}", language: "Dil", filter: "Dilleri filtrele", play: "Videoyu oynat", pause: "Videoyu duraklat")),
        "uk": Entry(labels: Labels(next: "Далі", skip: "Пропустити", done: "Почати", restart: "Почати знову", back: "Назад"),
                      texts: PageTexts(pageStatus: "Сторінка {current} з {total}", language: "Мова", filter: "Фільтр мов", play: "Відтворити відео", pause: "Призупинити відео")),
        "vi": Entry(labels: Labels(next: "Tiếp theo", skip: "Bỏ qua", done: "Bắt đầu", restart: "Bắt đầu lại", back: "Quay lại"),
                      texts: PageTexts(pageStatus: "Trang {current}/{total}", language: "Ngôn ngữ", filter: "Lọc ngôn ngữ", play: "Phát video", pause: "Tạm dừng video")),
        "zh": Entry(labels: Labels(next: "下一步", skip: "跳过", done: "开始使用", restart: "重新开始", back: "返回"),
                      texts: PageTexts(pageStatus: "第 {current} 页，共 {total} 页", language: "语言", filter: "筛选语言", play: "播放视频", pause: "暂停视频")),
        "zh-Hant": Entry(labels: Labels(next: "下一步", skip: "略過", done: "開始使用", restart: "重新開始", back: "返回"),
                      texts: PageTexts(pageStatus: "第 {current} 頁，共 {total} 頁", language: "語言", filter: "篩選語言", play: "播放影片", pause: "暫停影片")),
    ]

    /// The built-in entry `locale` reads, or `nil` when neither its language nor a language its
    /// readers read (in its script) has one.
    package static func entry(for locale: String) -> Entry? {
        match(for: locale)?.entry
    }

    /// The entry `locale` reads and its key: its own, else the closest in its script by CLDR's
    /// language matching; `nil` when none is close enough.
    package static func match(for locale: String) -> (key: String, entry: Entry)? {
        let key = key(of: locale)
        if let own = entries[key] { return (key, own) }
        let script = likelySubtags(of: locale).script
        let sameScript = entryScripts.filter { $0.value == script }.keys
        let closest = LanguageMatcher(locales: sameScript, defaultLocale: "").closestLocale(for: [locale])
        return closest.flatMap { found in entries[found].map { (found, $0) } }
    }

    /// Each entry's script, by CLDR's likely subtags (`zh-Hant` is Hant, `sr` would be Cyrl).
    private static let entryScripts = Dictionary(uniqueKeysWithValues: entries.keys.map { ($0, likelySubtags(of: $0).script) })

    /// Whether `locale`'s language (and script) has an entry of its own.
    package static func hasOwnEntry(_ locale: String) -> Bool {
        entries[key(of: locale)] != nil
    }

    /// English's entry, what a locale without its own falls back to.
    package static let english = entries["en"]!

    /// The built-in labels of `locale`'s language, or `nil` when there are none.
    package static func labels(for locale: String) -> Labels? {
        entry(for: locale)?.labels
    }

    /// Whether `locale` is written right to left, by its likely script (`ar`, `ur`, `ji`, `az-Arab`).
    package static func direction(of locale: String) -> LocalizedWalkthrough.Direction {
        rightToLeftScripts.contains(likelySubtags(of: locale).script) ? .rightToLeft : .leftToRight
    }

    private static let rightToLeftScripts: Set<String> = ["Arab", "Aran", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr"]

    /// The table's key for `locale`: its language (`iw` is `he`), with its script where that is not
    /// the language's usual one, both by CLDR's likely subtags (`zh-TW` → `zh-Hant`, `zh-CN` → `zh`);
    /// Portuguese outside Brazil is `pt-PT`.
    private static func key(of locale: String) -> String {
        let subtags = likelySubtags(of: locale)
        if subtags.language == "pt" { return subtags.region == "BR" ? "pt" : "pt-PT" }
        return subtags.script == likelySubtags(of: subtags.language).script ? subtags.language : subtags.language + "-" + subtags.script
    }

    private static func likelySubtags(of tag: String) -> (language: String, script: String, region: String) {
        let subtags = Locale.Language(identifier: tag).maximalIdentifier.split(separator: "-").map(String.init)
        let script = subtags.count > 1 && subtags[1].count == 4 ? subtags[1] : ""
        let region = subtags.dropFirst().first { $0.count == 2 || $0.count == 3 && $0.allSatisfy(\.isNumber) } ?? ""
        return (subtags.first?.lowercased() ?? "", script, region)
    }
}
