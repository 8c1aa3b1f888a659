# open()'s errors= on reading an ascii file, then strict's UnicodeDecodeError
import os
path = "/tmp/weft_golden_open_ascii_errors.txt"
with open(path, "wb") as f:
    f.write(b"ab\xe9\r\ncd")
for errors in ["replace", "ignore", "surrogateescape", "backslashreplace"]:
    with open(path, encoding="ascii", errors=errors) as f:
        print(errors, f.errors, repr(f.read()))
try:
    open(path, encoding="ascii").read()
finally:
    os.remove(path)
# expect: replace replace 'ab�\ncd'
# expect: ignore ignore 'ab\ncd'
# expect: surrogateescape surrogateescape 'ab\udce9\ncd'
# expect: backslashreplace backslashreplace 'ab\\xe9\ncd'
# expect runtime error: UnicodeDecodeError: 'ascii' codec can't decode byte 0xe9 in position 2: ordinal not in range(128)
