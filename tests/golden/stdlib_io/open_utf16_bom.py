# utf-16, utf-32 and utf-8-sig files: the BOM before the first write (even an empty one), none
# when appending to text; reading skips it
import os
path = "/tmp/weft_golden_open_utf16_bom.txt"
for enc in ["utf-16", "utf-32", "utf-8-sig", "utf-16-be"]:
    open(path, "w", encoding=enc).close()
    size = os.path.getsize(path)
    with open(path, "w", encoding=enc) as f:
        f.write("")
    print(enc, size, os.path.getsize(path), end=" ")
    with open(path, "w", encoding=enc) as f:
        f.write("a")
        f.write("é\n")
    with open(path, "a", encoding=enc) as f:
        f.write("z")
    print(open(path, "rb").read(), repr(open(path, encoding=enc).read()))
os.remove(path)
# expect: utf-16 0 2 b'\xff\xfea\x00\xe9\x00\n\x00z\x00' 'aé\nz'
# expect: utf-32 0 4 b'\xff\xfe\x00\x00a\x00\x00\x00\xe9\x00\x00\x00\n\x00\x00\x00z\x00\x00\x00' 'aé\nz'
# expect: utf-8-sig 0 3 b'\xef\xbb\xbfa\xc3\xa9\nz' 'aé\nz'
# expect: utf-16-be 0 0 b'\x00a\x00\xe9\x00\n\x00z' 'aé\nz'
