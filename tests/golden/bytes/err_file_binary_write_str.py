with open('/tmp/weft_golden_bytes_wstr.bin', 'wb') as f:
    f.write('text')
# expect runtime error: TypeError: a bytes-like object is required, not 'str'
