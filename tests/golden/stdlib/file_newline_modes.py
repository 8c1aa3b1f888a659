# open(newline=...): None translates line ends, "" keeps them (lines end at \r, \n, \r\n), "\n" splits at \n only.
import os
p = f"file_newline_modes.{os.getpid()}.tmp.txt"
with open(p, "w", newline="") as f:
    f.write("a\rb\r\nc\nd")
for nl in (None, "", "\n"):
    with open(p, newline=nl) as f:
        print(repr(nl), f.readlines())
    with open(p, newline=nl) as f:
        print(repr(f.read()))
os.remove(p)

# expect: None ['a\n', 'b\n', 'c\n', 'd']
# expect: 'a\nb\nc\nd'
# expect: '' ['a\r', 'b\r\n', 'c\n', 'd']
# expect: 'a\rb\r\nc\nd'
# expect: '\n' ['a\rb\r\n', 'c\n', 'd']
# expect: 'a\rb\r\nc\nd'
