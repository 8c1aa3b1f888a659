# strip family and case conversion.
s = "  Hello, World!  "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print("xxhixx".strip("x"), "abcba".strip("ab"), "www.example.com".lstrip("w."), "00100".rstrip("0"))
print(s.upper(), s.lower(), "hello world".title(), "hELLO wORLD".capitalize(), "aBc".swapcase())
print("they're bill's friends".title())

# expect: 'Hello, World!' 'Hello, World!  ' '  Hello, World!'
# expect: hi c example.com 001
# expect:   HELLO, WORLD!     hello, world!   Hello World Hello world AbC
# expect: They'Re Bill'S Friends
