# writing what the file's encoding cannot hold: errors= decides, strict raises and writes nothing
import os
path = "/tmp/weft_golden_open_encode_error.txt"
with open(path, "w", encoding="cp1252", errors="xmlcharrefreplace") as f:
    f.write("€ \u0100")
print(open(path, "rb").read())
with open(path, "w", encoding="latin-1") as f:
    try:
        f.write("ab€")
    except UnicodeEncodeError as e:
        print(e)
print(open(path, "rb").read())
os.remove(path)
# expect: b'\x80 &#256;'
# expect: 'latin-1' codec can't encode character '\u20ac' in position 2: ordinal not in range(256)
# expect: b''
