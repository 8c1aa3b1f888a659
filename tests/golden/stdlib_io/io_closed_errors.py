# Every operation on a closed StringIO or BytesIO, with CPython's messages (StringIO's mostly
# without the full stop).
import io
s, b = io.StringIO("x"), io.BytesIO(b"x")
s.close()
b.close()
for code in ["s.read()", "s.write('a')", "s.seek(0)", "s.tell()", "s.readline()", "s.truncate()",
             "s.readable()", "s.readlines()", "s.writelines([])", "next(s)", "s.flush()", "s.seek(0, 5)",
             "b.read()", "b.write(b'a')", "b.tell()", "next(b)", "b.flush()", "b.readlines()", "iter(b) is b"]:
    try:
        print(code, "->", eval(code))
    except ValueError as e:
        print(code, "->", e)
print(s.closed, b.closed)

# expect: s.read() -> I/O operation on closed file
# expect: s.write('a') -> I/O operation on closed file
# expect: s.seek(0) -> I/O operation on closed file
# expect: s.tell() -> I/O operation on closed file
# expect: s.readline() -> I/O operation on closed file
# expect: s.truncate() -> I/O operation on closed file
# expect: s.readable() -> I/O operation on closed file
# expect: s.readlines() -> I/O operation on closed file.
# expect: s.writelines([]) -> I/O operation on closed file.
# expect: next(s) -> I/O operation on closed file
# expect: s.flush() -> None
# expect: s.seek(0, 5) -> I/O operation on closed file
# expect: b.read() -> I/O operation on closed file.
# expect: b.write(b'a') -> I/O operation on closed file.
# expect: b.tell() -> I/O operation on closed file.
# expect: next(b) -> I/O operation on closed file.
# expect: b.flush() -> I/O operation on closed file.
# expect: b.readlines() -> I/O operation on closed file.
# expect: iter(b) is b -> True
# expect: True True
