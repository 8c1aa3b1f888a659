path = '/tmp/weft_golden_bytes_repr.bin'
f = open(path, 'wb')
print(f)
f.close()
f = open(path, 'rb')
print(f)
f.close()
print(open(path, 'r+b'))
# expect: <_io.BufferedWriter name='/tmp/weft_golden_bytes_repr.bin'>
# expect: <_io.BufferedReader name='/tmp/weft_golden_bytes_repr.bin'>
# expect: <_io.BufferedRandom name='/tmp/weft_golden_bytes_repr.bin'>
