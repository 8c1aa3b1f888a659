# I/O on a closed file, reading a file opened for writing, writing a non-str.
path = "/tmp/weft_golden_with_closed_and_unsupported.txt"
f = open(path, "w")
try:
    f.read()
except Exception as e:
    print(type(e).__name__, e, isinstance(e, OSError), isinstance(e, ValueError))
try:
    f.write(3)
except TypeError as e:
    print(e)
f.close()
for op in (lambda: f.write("x"), lambda: f.read(), lambda: f.readline()):
    try:
        op()
    except ValueError as e:
        print(e)
try:
    with f:
        pass
except ValueError as e:
    print("enter:", e)
g = open(path)
try:
    g.write("x")
except Exception as e:
    print(type(e), e)
# expect: UnsupportedOperation not readable True True
# expect: write() argument must be str, not int
# expect: I/O operation on closed file.
# expect: I/O operation on closed file.
# expect: I/O operation on closed file.
# expect: enter: I/O operation on closed file.
# expect: <class 'io.UnsupportedOperation'> not writable
