with open('/tmp/weft_golden_bytes_wbytes.bin', 'w') as f:
    f.write(b'data')
# expect runtime error: TypeError: write() argument must be str, not bytes
