import Foundation
import WalkthroughManifest

/// Button texts for common locales, used where `walkthrough.yml` gives none. Each table is keyed
/// by language, and by language and script where the script is not the language's usual one
/// (`zh` is Simplified Chinese, `zh-Hant` Traditional): a locale finds its entry through CLDR's
/// likely subtags (zh-TW and zh-HK are zh-Hant), and never one in another script.
enum BuiltInLabels {
    private static let byLanguage: [String: Labels] = [
        "en": Labels(next: "Next", skip: "Skip", done: "Get Started", restart: "Start again", back: "Back"),
        "fr": Labels(next: "Suivant", skip: "Passer", done: "Commencer", restart: "Recommencer", back: "Retour"),
        "de": Labels(next: "Weiter", skip: "Überspringen", done: "Los geht’s", restart: "Von vorn", back: "Zurück"),
        "es": Labels(next: "Siguiente", skip: "Omitir", done: "Empezar", restart: "Volver a empezar", back: "Atrás"),
        "it": Labels(next: "Avanti", skip: "Salta", done: "Inizia", restart: "Ricomincia", back: "Indietro"),
        "pt": Labels(next: "Próximo", skip: "Pular", done: "Começar", restart: "Recomeçar", back: "Voltar"),
        "nl": Labels(next: "Volgende", skip: "Overslaan", done: "Aan de slag", restart: "Opnieuw", back: "Terug"),
        "ja": Labels(next: "次へ", skip: "スキップ", done: "はじめる", restart: "最初から", back: "戻る"),
        "zh": Labels(next: "下一步", skip: "跳过", done: "开始使用", restart: "重新开始", back: "返回"),
        "zh-Hant": Labels(next: "下一步", skip: "略過", done: "開始使用", restart: "重新開始", back: "返回"),
        "ko": Labels(next: "다음", skip: "건너뛰기", done: "시작하기", restart: "처음부터", back: "뒤로"),
        "ru": Labels(next: "Далее", skip: "Пропустить", done: "Начать", restart: "Сначала", back: "Назад"),
        "ar": Labels(next: "التالي", skip: "تخطي", done: "ابدأ", restart: "ابدأ من جديد", back: "رجوع"),
        "he": Labels(next: "הבא", skip: "דלג", done: "בואו נתחיל", restart: "התחל מחדש", back: "חזרה"),
    ]

    /// "Page N of M" per language, for slide names and the live region.
    private static let pageStatusFormats: [String: String] = [
        "en": "Page {n} of {total}", "fr": "Page {n} sur {total}", "de": "Seite {n} von {total}",
        "es": "Página {n} de {total}", "it": "Pagina {n} di {total}", "pt": "Página {n} de {total}",
        "nl": "Pagina {n} van {total}", "ja": "{total}ページ中{n}ページ目", "zh": "第 {n} 页，共 {total} 页", "zh-Hant": "第 {n} 頁，共 {total} 頁",
        "ko": "{total}페이지 중 {n}페이지", "ru": "Страница {n} из {total}", "ar": "الصفحة {n} من {total}",
        "he": "עמוד {n} מתוך {total}",
    ]

    /// The clip's button, by what it does: play, pause (its name says the clip too, as a screen reader reads it).
    private static let clipButtons: [String: (play: String, pause: String)] = [
        "en": ("Play the clip", "Pause the clip"), "fr": ("Lire la vidéo", "Mettre la vidéo en pause"),
        "de": ("Video abspielen", "Video anhalten"), "es": ("Reproducir el vídeo", "Pausar el vídeo"),
        "it": ("Riproduci il video", "Metti in pausa il video"), "pt": ("Reproduzir o vídeo", "Pausar o vídeo"),
        "nl": ("Video afspelen", "Video pauzeren"), "ja": ("動画を再生", "動画を一時停止"), "zh": ("播放视频", "暂停视频"), "zh-Hant": ("播放影片", "暫停影片"),
        "ko": ("동영상 재생", "동영상 일시정지"), "ru": ("Воспроизвести видео", "Приостановить видео"),
        "ar": ("تشغيل المقطع", "إيقاف المقطع مؤقتًا"), "he": ("הפעלת הסרטון", "השהיית הסרטון"),
    ]

    /// The labels of a clip's play and pause button in `locale`'s language (English when unknown).
    static func clipButtons(for locale: String) -> (play: String, pause: String) {
        clipButtons[key(of: locale)] ?? clipButtons["en"]!
    }

    /// A function giving "Page n of total" in `locale`'s language (English when unknown).
    static func pageStatus(for locale: String) -> @Sendable (Int, Int) -> String {
        let format = pageStatusFormats[key(of: locale)] ?? pageStatusFormats["en"]!
        return { number, total in
            format.replacingOccurrences(of: "{n}", with: String(number)).replacingOccurrences(of: "{total}", with: String(total))
        }
    }

    private static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"]

    /// The built-in labels of `locale`'s language, or `nil` when there are none.
    static func labels(for locale: String) -> Labels? {
        byLanguage[key(of: locale)]
    }

    static func direction(of locale: String) -> LocalizedWalkthrough.Direction {
        rightToLeftLanguages.contains(language(of: locale)) ? .rightToLeft : .leftToRight
    }

    /// The tables' key for `locale`: its language (`iw` is `he`), with its script where that is not
    /// the language's usual one, both by CLDR's likely subtags (`zh-TW` → `zh-Hant`, `zh-CN` → `zh`).
    private static func key(of locale: String) -> String {
        let (language, script) = likelyLanguageAndScript(of: locale)
        return script == likelyLanguageAndScript(of: language).script ? language : language + "-" + script
    }

    private static func likelyLanguageAndScript(of tag: String) -> (language: String, script: String) {
        let subtags = Locale.Language(identifier: tag).maximalIdentifier.split(separator: "-").map(String.init)
        let script = subtags.count > 1 && subtags[1].count == 4 ? subtags[1] : ""
        return (subtags.first?.lowercased() ?? "", script)
    }

    private static func language(of locale: String) -> String {
        String(locale.prefix { $0 != "-" }).lowercased()
    }
}
