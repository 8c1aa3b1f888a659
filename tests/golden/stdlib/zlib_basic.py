# zlib over the system library: compress (levels, wbits), decompress (zlib, raw, gzip), crc32,
# adler32, zlib.error's messages.
import zlib
data = b"The quick brown fox jumps over the lazy dog. " * 50
c = zlib.compress(data)
print(len(data), len(c), c[:12], zlib.decompress(c) == data)
print(zlib.compress(b"a" * 1000), zlib.compress(b"hello", 9), zlib.compress(b"hello", level=0), zlib.compress(b""))
print(zlib.decompress(zlib.compress(bytes(range(256)) * 300, 1)) == bytes(range(256)) * 300)
print(zlib.decompress(zlib.compress(b"raw", wbits=-15), wbits=-15), zlib.decompress(zlib.compress(b"gz", wbits=31), wbits=31))
print(zlib.adler32(b"hello"), zlib.adler32(b"x", 5), zlib.crc32(b"a", 7), zlib.crc32(b""), zlib.crc32(bytearray(b"hello")))
print(zlib.MAX_WBITS, zlib.Z_BEST_COMPRESSION, zlib.DEFLATED, issubclass(zlib.error, Exception))
for call in [lambda: zlib.decompress(b"garbage"), lambda: zlib.decompress(zlib.compress(b"hello")[:-3]),
             lambda: zlib.compress(b"x", 12), lambda: zlib.compress("str")]:
    try:
        print(call())
    except (zlib.error, TypeError) as e:
        print(type(e).__name__, e)
zlib.decompress(b"x\x9c")
# expect: 2250 72 b'x\x9c\x0b\xc9HU(,\xcdL\xceV' True
# expect: b'x\x9cKL\x1c\x05\xa3`\x14\x0cw\x00\x00\xf9\xd8z\xf8' b'x\xda\xcbH\xcd\xc9\xc9\x07\x00\x06,\x02\x15' b'x\x01\x01\x05\x00\xfa\xffhello\x06,\x02\x15' b'x\x9c\x03\x00\x00\x00\x00\x01'
# expect: True
# expect: b'raw' b'gz'
# expect: 103547413 8192125 1993550816 0 907060870
# expect: 15 9 8 True
# expect: error Error -3 while decompressing data: incorrect header check
# expect: error Error -5 while decompressing data: incomplete or truncated stream
# expect: error Bad compression level
# expect: TypeError a bytes-like object is required, not 'str'
# expect runtime error: zlib.error: Error -5 while decompressing data: incomplete or truncated stream
