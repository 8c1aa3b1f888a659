# utf-8-sig writes a BOM and skips one when decoding; its errors count from after the BOM
print("x".encode("utf_8_sig"), b"\xef\xbb\xbfhi".decode("utf-8-sig"), b"hi".decode("utf-8-sig"))
b"\xef\xbb\xbfa\xe9".decode("utf-8-sig")
# expect: b'\xef\xbb\xbfx' hi hi
# expect runtime error: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1: unexpected end of data
