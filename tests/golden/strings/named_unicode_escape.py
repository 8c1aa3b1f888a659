# \N{NAME} escapes: the character of that Unicode name (any case), formal aliases (LINE FEED),
# CJK and Hangul syllable names, inside f-strings too.
print("\N{GREEK SMALL LETTER ALPHA}", "\N{EURO SIGN}", "\u03b1" == "\N{GREEK SMALL LETTER ALPHA}", "\N{latin small letter a}")
print("\N{LINE FEED}" == "\n", "\N{CJK UNIFIED IDEOGRAPH-4E00}", "\N{HANGUL SYLLABLE GAG}", "\N{NO-BREAK SPACE}" == "\xa0")
print(f"x\N{DEGREE SIGN}C {1}", "\N{SNOWMAN}\N{GRINNING FACE}", len("\N{SPACE}"), "\N{BYTE ORDER MARK}" == "\ufeff")
print("\N{HANGUL SYLLABLE A}", "\N{HANGUL SYLLABLE HIH}", "\N{DIGIT ONE}\N{NULL}".encode())

# expect: α € True a
# expect: True 一 각 True
# expect: x°C 1 ☃😀 1 True
# expect: 아 힣 b'1\x00'
