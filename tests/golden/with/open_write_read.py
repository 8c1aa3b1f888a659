# Writing a text file and reading it back: read, readline, readlines, iteration.
path = "/tmp/weft_golden_with_open_write_read.txt"
with open(path, "w") as f:
    print(f.write("first line\n"), f.write("second\n"))
    f.writelines(["third\n", "fourth"])
    print(f.closed, f.name == path, f.mode)
print(f.closed)
with open(path) as f:
    print(repr(f.readline()))
    print(f.readlines())
with open(path, "r") as f:
    text = f.read()
print(repr(text), len(text.splitlines()))
with open(path) as f:
    for n, line in enumerate(f, 1):
        print(n, line.rstrip())
f = open(path)
print(repr(f.read(5)), repr(f.readline(3)), repr(f.readline()), repr(f.read(0)))
f.close()
f.close()
print(f.closed)
# expect: 11 7
# expect: False True w
# expect: True
# expect: 'first line\n'
# expect: ['second\n', 'third\n', 'fourth']
# expect: 'first line\nsecond\nthird\nfourth' 4
# expect: 1 first line
# expect: 2 second
# expect: 3 third
# expect: 4 fourth
# expect: 'first' ' li' 'ne\n' ''
# expect: True
