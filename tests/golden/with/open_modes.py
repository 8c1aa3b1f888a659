# Modes w, a, r and their 't' forms; encoding='utf-8'; text is UTF-8 and newlines universal.
path = "/tmp/weft_golden_with_open_modes.txt"
with open(path, "wt", encoding="utf-8") as f:
    f.write("héllo wörld\r\nnext\rlast")
with open(path, "a") as f:
    f.write("\nappended ✓\n")
with open(path, "rt", encoding="UTF-8") as f:
    print(f.readlines())
with open(path, encoding="utf8") as f:
    print(repr(f.read(7)), f.mode, f.encoding)
with open(path, "w") as f:
    pass
print(repr(open(path).read()))
for bad in ("q", "rw", "rr", "r+w"):
    try:
        open(path, bad)
    except ValueError as e:
        print(e)
# expect: ['héllo wörld\n', 'next\n', 'last\n', 'appended ✓\n']
# expect: 'héllo w' r utf8
# expect: ''
# expect: invalid mode: 'q'
# expect: must have exactly one of create/read/write/append mode
# expect: invalid mode: 'rr'
# expect: must have exactly one of create/read/write/append mode
