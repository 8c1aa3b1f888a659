# unicodedata: names, lookup, categories and other properties, numeric values, decomposition and normalization.
import unicodedata as ud

for ch in ["a", "Z", "5", "½", "é", " ", "\n", "€", "中", "가", "\u0301", "٣", "²", "Ⅻ", "ﬁ", "😀", "\u200b", "(", "-"]:
    print(ascii(ch), ud.name(ch, "?"), ud.category(ch), ud.bidirectional(ch), ud.combining(ch),
          ud.east_asian_width(ch), ud.mirrored(ch), ud.decimal(ch, None), ud.digit(ch, None),
          ud.numeric(ch, None), repr(ud.decomposition(ch)))
print(ascii(ud.lookup("GREEK SMALL LETTER ALPHA")), ascii(ud.lookup("snowman")), ascii(ud.lookup("LINE FEED")))
s = "Crème Brûlée ﬁ ①"
for form in ["NFC", "NFD", "NFKC", "NFKD"]:
    n = ud.normalize(form, s)
    print(form, ascii(n), len(n), ud.is_normalized(form, s), ud.is_normalized(form, n))
print("".join(c for c in ud.normalize("NFD", "Ångström café") if not ud.combining(c)))
print(ud.unidata_version, ud.normalize("NFC", "e\u0301") == "é", ud.name("\U0001FAE8", "none (Unicode 15)"))
for bad in [lambda: ud.name("\x00"), lambda: ud.name("ab"), lambda: ud.decimal("x"), lambda: ud.digit("½"),
            lambda: ud.numeric("x"), lambda: ud.normalize("NFX", "a"), lambda: ud.lookup("NO SUCH THING"),
            lambda: ud.category(""), lambda: ud.normalize("NFC", 3)]:
    try:
        bad()
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__, e)

# expect: 'a' LATIN SMALL LETTER A Ll L 0 Na 0 None None None ''
# expect: 'Z' LATIN CAPITAL LETTER Z Lu L 0 Na 0 None None None ''
# expect: '5' DIGIT FIVE Nd EN 0 Na 0 5 5 5.0 ''
# expect: '\xbd' VULGAR FRACTION ONE HALF No ON 0 A 0 None None 0.5 '<fraction> 0031 2044 0032'
# expect: '\xe9' LATIN SMALL LETTER E WITH ACUTE Ll L 0 A 0 None None None '0065 0301'
# expect: ' ' SPACE Zs WS 0 Na 0 None None None ''
# expect: '\n' ? Cc B 0 N 0 None None None ''
# expect: '\u20ac' EURO SIGN Sc ET 0 A 0 None None None ''
# expect: '\u4e2d' CJK UNIFIED IDEOGRAPH-4E2D Lo L 0 W 0 None None None ''
# expect: '\uac00' HANGUL SYLLABLE GA Lo L 0 W 0 None None None ''
# expect: '\u0301' COMBINING ACUTE ACCENT Mn NSM 230 A 0 None None None ''
# expect: '\u0663' ARABIC-INDIC DIGIT THREE Nd AN 0 N 0 3 3 3.0 ''
# expect: '\xb2' SUPERSCRIPT TWO No EN 0 A 0 None 2 2.0 '<super> 0032'
# expect: '\u216b' ROMAN NUMERAL TWELVE Nl L 0 A 0 None None 12.0 '<compat> 0058 0049 0049'
# expect: '\ufb01' LATIN SMALL LIGATURE FI Ll L 0 N 0 None None None '<compat> 0066 0069'
# expect: '\U0001f600' GRINNING FACE So ON 0 W 0 None None None ''
# expect: '\u200b' ZERO WIDTH SPACE Cf BN 0 N 0 None None None ''
# expect: '(' LEFT PARENTHESIS Ps ON 0 Na 1 None None None ''
# expect: '-' HYPHEN-MINUS Pd ES 0 Na 0 None None None ''
# expect: '\u03b1' '\u2603' '\n'
# expect: NFC 'Cr\xe8me Br\xfbl\xe9e \ufb01 \u2460' 16 True True
# expect: NFD 'Cre\u0300me Bru\u0302le\u0301e \ufb01 \u2460' 19 False True
# expect: NFKC 'Cr\xe8me Br\xfbl\xe9e fi 1' 17 False True
# expect: NFKD 'Cre\u0300me Bru\u0302le\u0301e fi 1' 20 False True
# expect: Angstrom cafe
# expect: 14.0.0 True none (Unicode 15)
# expect: ValueError no such name
# expect: TypeError name() argument 1 must be a unicode character, not str
# expect: ValueError not a decimal
# expect: ValueError not a digit
# expect: ValueError not a numeric character
# expect: ValueError invalid normalization form
# expect: KeyError "undefined character name 'NO SUCH THING'"
# expect: TypeError category() argument must be a unicode character, not str
# expect: TypeError normalize() argument 2 must be str, not int
