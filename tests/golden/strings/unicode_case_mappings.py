# Case mappings outside Latin-1 follow Unicode's full mappings as CPython's: Latin Extended,
# Greek (final sigma), titlecase digraphs, one-to-many mappings (ß, ligatures), casefold.
print("Łódź Žluťoučký kůň ŞİŞLİ".upper(), "ŁÓDŹ ÇAĞRI".lower())
# expect: ŁÓDŹ ŽLUŤOUČKÝ KŮŇ ŞİŞLİ łódź çağri
print("straße".upper(), "ﬁnance ﬃ".upper(), "ŉ".upper(), "İstanbul".lower(), len("İ".lower()))
# expect: STRASSE FINANCE FFI ʼN i̇stanbul 2
print("ΣΊΣΥΦΟΣ".lower(), "ΣΑΣ ΟΔΟΣ.".lower(), "ὈΔΥΣΣΕΎΣ".lower(), "Σ".lower(), "aΣ b".lower())
# expect: σίσυφος σας οδος. ὀδυσσεύς σ aς b
print("ǆemal".title(), "ǅ".upper(), "ǈ".lower(), "ǆ".capitalize(), "ßa".title(), "ﬁx it".title())
# expect: ǅemal Ǆ ǉ ǅ Ssa Fix It
print("Straße".casefold(), "ΣΑΣ".casefold(), "ﬁ".casefold(), "Ǆ".casefold())
# expect: strasse σασ fi ǆ
print("Hello Ωmega ДОБРО".swapcase(), "ǅ".swapcase(), "mΣ".swapcase(), "ß".swapcase())
# expect: hELLO ωMEGA добро ǅ Mς SS
print("привет мир".title(), "ᾳ".upper(), "ᾳ".title(), "ﬀ".capitalize())
# expect: Привет Мир ΑΙ ᾼ Ff
words = ["Éclair", "apple", "Zebra", "ångström", "Ölfass"]
print(sorted(words, key=str.casefold))
# expect: ['apple', 'Zebra', 'ångström', 'Éclair', 'Ölfass']
