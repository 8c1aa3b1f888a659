# BytesIO: bytes in, bytes out; relative seeks allowed; writing past the end pads with zeros.
import io
b = io.BytesIO(b"abc")
print(b.read(1), b.read(), b.tell())
print(b.write(b"de"), b.getvalue())
print(b.seek(-2, 1), b.read(), b.seek(-10, 2))
b.seek(7)
b.write(bytearray(b"!"))
print(b.getvalue(), type(b).__name__)
print(io.BytesIO(b"x\ny\n").readlines(), list(io.BytesIO(b"1\n2")))
with io.BytesIO() as f:
    f.write(b"q")
print(f.closed)

# expect: b'a' b'bc' 3
# expect: 2 b'abcde'
# expect: 3 b'de' 0
# expect: b'abcde\x00\x00!' BytesIO
# expect: [b'x\n', b'y\n'] [b'1\n', b'2']
# expect: True
