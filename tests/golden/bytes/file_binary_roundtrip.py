path = '/tmp/weft_golden_bytes_roundtrip.bin'
with open(path, 'wb') as f:
    print(f.mode, f.write(b'ab\x00\xff\r\nline2\n'), f.write(bytearray(b'z')))
with open(path, 'rb') as f:
    print(f.read(2), f.readline(), f.readlines())
with open(path, 'rb') as f:
    for line in f:
        print(line)
with open(path, 'rb') as f:
    data = f.read()
print(data, type(data).__name__, len(data))
# expect: wb 12 1
# expect: b'ab' b'\x00\xff\r\n' [b'line2\n', b'z']
# expect: b'ab\x00\xff\r\n'
# expect: b'line2\n'
# expect: b'z'
# expect: b'ab\x00\xff\r\nline2\nz' bytes 13
