# a byte cp1252 leaves undefined, read strictly
import os
path = "/tmp/weft_golden_open_cp1252_decode_error.txt"
with open(path, "wb") as f:
    f.write(b"\x80a\x81b")
print(repr(open(path, encoding="cp1252", errors="replace").read()))
try:
    open(path, encoding="cp1252").read()
finally:
    os.remove(path)
# expect: '€a�b'
# expect runtime error: UnicodeDecodeError: 'charmap' codec can't decode byte 0x81 in position 2: character maps to <undefined>
