# A binary file seeks relative to its end or current position; a text file only to 0 there.
import os, tempfile
path = os.path.join(tempfile.mkdtemp(), "b.bin")
with open(path, "wb") as f:
    f.write(bytes(range(10)))
with open(path, "rb") as f:
    print(f.seek(-3, 2), f.read(), f.tell())
    print(f.seek(2), f.seek(3, 1), f.read(2))
    try:
        f.seek(0, 5)
    except ValueError as e:
        print(e)
with open(path, "r") as f:
    for args in ((-2, 2), (1, 1), (-1,)):
        try:
            f.seek(*args)
        except Exception as e:
            print(type(e).__name__, e)
    print(f.seek(0, 2))
    try:
        f.seek(0, 7)
    except ValueError as e:
        print(e)
os.remove(path)
# expect: 7 b'\x07\x08\t' 10
# expect: 2 5 b'\x05\x06'
# expect: whence value 5 unsupported
# expect: UnsupportedOperation can't do nonzero end-relative seeks
# expect: UnsupportedOperation can't do nonzero cur-relative seeks
# expect: ValueError negative seek position -1
# expect: 10
# expect: invalid whence (7, should be 0, 1 or 2)
