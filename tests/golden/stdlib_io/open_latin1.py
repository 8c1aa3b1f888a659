# a latin-1 text file: written and read back, its bytes one per character
import os
path = "/tmp/weft_golden_open_latin1.txt"
with open(path, "w", encoding="latin-1") as f:
    print(f, f.encoding, f.errors)
    f.write("héllo\nwörld\n")
print(open(path, "rb").read(), open(path, encoding="iso-8859-1").readlines())
with open(path, encoding="latin-1") as f:
    print(repr(f.read(2)), repr(f.readline()), [line for line in f])
os.remove(path)
# expect: <_io.TextIOWrapper name='/tmp/weft_golden_open_latin1.txt' mode='w' encoding='latin-1'> latin-1 strict
# expect: b'h\xe9llo\nw\xf6rld\n' ['héllo\n', 'wörld\n']
# expect: 'hé' 'llo\n' ['wörld\n']
