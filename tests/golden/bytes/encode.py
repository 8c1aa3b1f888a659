print('café'.encode(), 'café'.encode('utf-8'), 'café'.encode('latin-1'), 'abc'.encode('ascii'), 'é€'.encode('ascii', 'replace'), 'é€'.encode('ascii', 'ignore'), 'x'.encode(encoding='utf8'))
# expect: b'caf\xc3\xa9' b'caf\xc3\xa9' b'caf\xe9' b'abc' b'??' b'' b'x'
