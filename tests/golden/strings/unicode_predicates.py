# str.isalpha/isdecimal/isdigit/isnumeric/isalnum/isupper/islower/istitle/isidentifier/
# isprintable outside ASCII answer by Unicode's classes, as CPython's.
tests = ["①", "½", "٣", "²", "Ⅻ", "三", "日本語", "ǅ", "ǅa", "Ǆ", "ﬁ", "Ωmega", "ŁÓDŹ", "łódź",
         "é\u0301", "\u00a0", "\u200b", "a\u0300", "ʰ", "ǅungla Jungla", "Δx", "x²", "_ñ", "1ñ"]
for t in tests:
    print(repr(t), t.isalpha(), t.isdecimal(), t.isdigit(), t.isnumeric(), t.isalnum(),
          t.isupper(), t.islower(), t.istitle(), t.isidentifier(), t.isprintable())
# expect: '①' False False True True True False False False False True
# expect: '½' False False False True True False False False False True
# expect: '٣' False True True True True False False False False True
# expect: '²' False False True True True False False False False True
# expect: 'Ⅻ' False False False True True True False True True True
# expect: '三' True False False True True False False False True True
# expect: '日本語' True False False False True False False False True True
# expect: 'ǅ' True False False False True False False True True True
# expect: 'ǅa' True False False False True False False True True True
# expect: 'Ǆ' True False False False True True False True True True
# expect: 'ﬁ' True False False False True False True False True True
# expect: 'Ωmega' True False False False True False False True True True
# expect: 'ŁÓDŹ' True False False False True True False False True True
# expect: 'łódź' True False False False True False True False True True
# expect: 'é́' False False False False False False True False True True
# expect: '\xa0' False False False False False False False False False False
# expect: '\u200b' False False False False False False False False False False
# expect: 'à' False False False False False False True False True True
# expect: 'ʰ' True False False False True False True False True True
# expect: 'ǅungla Jungla' False False False False False False False True False True
# expect: 'Δx' True False False False True False False True True True
# expect: 'x²' False False False False True False True False False True
# expect: '_ñ' False False False False False False True False True True
# expect: '1ñ' False False False False True False True False False True
print(repr("\u200b\u2028\xad\u0378\U000e0001"))
# expect: '\u200b\u2028\xad\u0378\U000e0001'
