# Unicode white space (no-break space, ideographic space, line separators) splits, strips and
# ends lines as in CPython; int() and float() read Unicode decimal digits and spaces.
s = "\u3000 a\xa0b\u2003c \u2028"
print(s.split(), s.strip(), repr(s.lstrip()), repr(s.rstrip()))
# expect: ['a', 'b', 'c'] a b c 'a\xa0b\u2003c \u2028' '\u3000 a\xa0b\u2003c'
print(s.split(None, 1), s.rsplit(None, 1), "a\xa0b".split())
# expect: ['a', 'b\u2003c \u2028'] ['\u3000 a\xa0b', 'c'] ['a', 'b']
print("x\u2029y".splitlines(), "a\x85b".splitlines(True), "p\u2028q\r\nr".splitlines())
# expect: ['x', 'y'] ['a\x85', 'b'] ['p', 'q', 'r']
print(int("٣"), int(" ١٢ "), float("١.٥"), int("１２"), int("٣", 16), int("\u2003 42\u3000"))
# expect: 3 12 1.5 12 3 42
for bad in ["٣x", "½", "²"]:
    try:
        int(bad)
    except ValueError as e:
        print(e)
# expect: invalid literal for int() with base 10: '٣x'
# expect: invalid literal for int() with base 10: '½'
# expect: invalid literal for int() with base 10: '²'
try:
    float("٣ ½")
except ValueError as e:
    print(e)
# expect: could not convert string to float: '٣ ½'
