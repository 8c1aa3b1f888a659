open('/tmp/weft_golden_bytes_enc.bin', 'wb', encoding='utf-8')
# expect runtime error: ValueError: binary mode doesn't take an encoding argument
