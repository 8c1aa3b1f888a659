# TemporaryFile: an anonymous file, binary by default.
import tempfile
with tempfile.TemporaryFile('w+') as f:
    f.write('temp')
    f.seek(0)
    print(f.read())
with tempfile.TemporaryFile() as f:
    f.write(b'\x00\x01')
    f.seek(0)
    print(f.read())

# expect: temp
# expect: b'\x00\x01'
