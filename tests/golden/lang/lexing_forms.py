# string, number and f-string literal forms the lexer must handle
print('it\'s', "a\\", r'\'', """a "quoted" b""", '''x'y''')
a, b = 1, 2
lst = ["k", "v"]
print(f"{lst[0]!r:>6}|{a != b}|{(lambda: 7)()}|{'x' if a else 'y'}|{a:{'>'}{b + 3}}|")
print(f'{"dq"}', f"{'sq'}", f"""{a + b}""", F"{a}", rf"\n{a}", fr"{b}\t")
print(f"{3.0:.{a}f} {1e-7} {1e16} {-0.5:+.1e} {255:#x} {255:08b} {12345:,}")
print(1_0.5_0, 0.000_1, 1e1_0, 0X1F, 0B11, 0O7)
print("tab\there", 'null\0x'.replace('\0', '0'), "\x7e")
x = 3 \
    + 4
print(x)
print(len("héllo"), "日本"[1])
# expect: it's a\ \' a "quoted" b x'y
# expect:    'k'|True|7|x|    1|
# expect: dq sq 3 1 \n1 2\t
# expect: 3.0 1e-07 1e+16 -5.0e-01 0xff 11111111 12,345
# expect: 10.5 0.0001 10000000000.0 31 3 7
# expect: tab	here null0x ~
# expect: 7
# expect: 5 本
