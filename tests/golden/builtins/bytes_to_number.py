# int() and float() read bytes and bytearray as ASCII text, with the bytes' repr in errors.
print(float(b" 1.5 "), float(bytearray(b"2e3")), float(b"-inf"))
print(int(b"12"), int(b" -7_0 "), int(b"ff", 16), int(bytearray(b"0x1f"), 0))
for bad in (b"x", b"1.5", b""):
    try:
        int(bad)
    except ValueError as e:
        print(e)
try:
    int(b"12", 1)
except ValueError as e:
    print(e)
float(b"abc")
# expect: 1.5 2000.0 -inf
# expect: 12 -70 255 31
# expect: invalid literal for int() with base 10: b'x'
# expect: invalid literal for int() with base 10: b'1.5'
# expect: invalid literal for int() with base 10: b''
# expect: int() base must be >= 2 and <= 36, or 0
# expect runtime error: ValueError: could not convert string to float: b'abc'
