# string literal forms and f-strings with conversions, specs and nested fields
name = "Weft"
pi = 3.14159265
n = 42
print('single', "double", '''triple
quoted''', """x""")
print("esc: \t|\\|\'|\"|\x41|\u00e9|\101")
print(r"raw \n stays", R'\d+')
print("con" "cat" 'enated')
print(f"{name} {name!r} {name!s} {n:5d}|{n:<5d}|{n:^5d}|{n:05d}")
print(f"{pi:.3f} {pi:10.2f} {pi:e} {pi:g} {1234567.0:,.1f} {n:x} {n:+d}")
w, p = 8, 2
print(f"[{pi:{w}.{p}f}]")
print(f"{{literal}} {n * 2} {[1, 2][0]} {'nested'} {n if n > 0 else -n}")
print(f"{n=} {name = }")
print(f"a" f"b{n}" "c")
print("%d items cost %.2f" % (3, 9.5), "%s|%5s|%-5s|" % ("x", "y", "z"))
s = "hello world"
print(s[0], s[-1], s[2:5], s[::-1], s[::2], len(s))
print(s.upper(), s.split(), "-".join(["a", "b"]), s.replace("o", "0"))
print("abc" * 3, "a" + "b", "x" < "y", "b" in "abc")
multi = f"""line {n}
second"""
print(multi)
# expect: single double triple
# expect: quoted x
# expect: esc: 	|\|'|"|A|é|A
# expect: raw \n stays \d+
# expect: concatenated
# expect: Weft 'Weft' Weft    42|42   | 42  |00042
# expect: 3.142       3.14 3.141593e+00 3.14159 1,234,567.0 2a +42
# expect: [    3.14]
# expect: {literal} 84 1 nested 42
# expect: n=42 name = 'Weft'
# expect: ab42c
# expect: 3 items cost 9.50 x|    y|z    |
# expect: h d llo dlrow olleh hlowrd 11
# expect: HELLO WORLD ['hello', 'world'] a-b hell0 w0rld
# expect: abcabcabc ab True True
# expect: line 42
# expect: second
