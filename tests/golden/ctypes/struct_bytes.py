# bytes(), bytearray() and binary writes take a ctypes object's memory; from_buffer_copy reads
# it back (a binary record file).
import ctypes as ct
import io
import os
import tempfile


class Record(ct.Structure):
    _fields_ = [("id", ct.c_int), ("score", ct.c_double), ("tag", ct.c_char * 4)]


r = Record(7, 2.5, b"ab")
print(len(bytes(r)), bytes(r)[:4], bytearray(ct.c_short(258)), bytes((ct.c_ubyte * 3)(1, 2, 3)))
f = io.BytesIO()
print(f.write(r), f.write(ct.c_int(-1)))
data = f.getvalue()
back = Record.from_buffer_copy(data)
print(back.id, back.score, back.tag, ct.c_int.from_buffer_copy(data, ct.sizeof(Record)).value)
path = os.path.join(tempfile.mkdtemp(), "records.bin")
with open(path, "wb") as out:
    for i in range(3):
        out.write(Record(i, i / 2, b"r" + str(i).encode()))
with open(path, "rb") as inp:
    blob = inp.read()
recs = (Record * 3).from_buffer_copy(blob)
print([(x.id, x.score, x.tag) for x in recs], os.path.getsize(path))
io.BytesIO().write("text")
# expect: 24 b'\x07\x00\x00\x00' bytearray(b'\x02\x01') b'\x01\x02\x03'
# expect: 24 4
# expect: 7 2.5 b'ab' -1
# expect: [(0, 0.0, b'r0'), (1, 0.5, b'r1'), (2, 1.0, b'r2')] 72
# expect runtime error: TypeError: a bytes-like object is required, not 'str'
