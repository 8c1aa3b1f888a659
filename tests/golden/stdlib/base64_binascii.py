# base64 (b64/urlsafe/standard/b16, encodebytes) and binascii (hexlify, crc32, a2b/b2a_base64):
# a2b_base64's lenient and strict (validate=True) decoding and binascii.Error's messages.
import base64, binascii
print(base64.b64encode(b"any carnal pleas"), base64.b64encode(b"any carnal pleasu"), base64.b64encode(b""), base64.b64encode(b"\xfb\xff\xfe", b"-_"))
print(base64.b64decode("aGVsbG8="), base64.b64decode(b"aGVs bG8=\n"), base64.b64decode("aGVsbA=="), base64.b64decode("aGVsbA==junk"))
print(base64.urlsafe_b64encode(b"\xfb\xff"), base64.urlsafe_b64decode("-_8="), base64.standard_b64encode(b"xyz"), base64.standard_b64decode(b"eHl6"))
print(base64.b16encode(b"\x00\xabhi"), base64.b16decode("00AB6869"), base64.b16decode("00ab", casefold=True))
print(base64.encodebytes(b"x" * 100), base64.decodebytes(b"eHh4\n"))
print(base64.b64encode("héllo".encode()).decode("ascii"), base64.b64decode(base64.b64encode(bytes(range(256)))) == bytes(range(256)))
print(binascii.hexlify(b"\x01\xff"), binascii.unhexlify("01ff"), binascii.crc32(b"hello"), binascii.crc32(b"world", binascii.crc32(b"hello")))
print(binascii.b2a_base64(b"hi"), binascii.a2b_base64("aGk="), issubclass(binascii.Error, ValueError), base64.binascii is binascii)
for bad in ["aGVsbG8", "a", "abcde", "ab=c"]:
    try:
        print(base64.b64decode(bad))
    except binascii.Error as e:
        print("Error:", e)
for call in [lambda: base64.b64decode("aGk=!", validate=True), lambda: base64.b16decode("0g"), lambda: base64.b16decode("abc"),
             lambda: base64.b16decode("ab"), lambda: binascii.unhexlify("zz"), lambda: binascii.unhexlify("abc"),
             lambda: base64.b64encode("str"), lambda: base64.b64decode("é"), lambda: base64.b64decode(5)]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(base64.b64decode("aGk=", validate=True), base64.b64decode(bytearray(b"aGk=")), base64.b64encode(bytearray(b"hi")))
for bad in ["=aGk=", "aGk==", "aGk=a", "aG=k", "a\nGk=", "aGk", "aGk=\n", "====", "aG=="]:
    try:
        print(base64.b64decode(bad, validate=True))
    except binascii.Error as e:
        print("Error:", e)
print(base64.b64decode("_-8=", altchars="_-", validate=True), base64.b64decode("aGk\n=", validate=False))
base64.b64decode("abc")
# expect: b'YW55IGNhcm5hbCBwbGVhcw==' b'YW55IGNhcm5hbCBwbGVhc3U=' b'' b'-__-'
# expect: b'hello' b'hello' b'hell' b'hell'
# expect: b'-_8=' b'\xfb\xff' b'eHl6' b'xyz'
# expect: b'00AB6869' b'\x00\xabhi' b'\x00\xab'
# expect: b'eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4\neHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eA==\n' b'xxx'
# expect: aMOpbGxv True
# expect: b'01ff' b'\x01\xff' 907060870 4192936109
# expect: b'aGk=\n' b'hi' True True
# expect: Error: Incorrect padding
# expect: Error: Invalid base64-encoded string: number of data characters (1) cannot be 1 more than a multiple of 4
# expect: Error: Invalid base64-encoded string: number of data characters (5) cannot be 1 more than a multiple of 4
# expect: Error: Incorrect padding
# expect: Error Excess data after padding
# expect: Error Non-base16 digit found
# expect: Error Non-base16 digit found
# expect: Error Non-base16 digit found
# expect: Error Non-hexadecimal digit found
# expect: Error Odd-length string
# expect: TypeError a bytes-like object is required, not 'str'
# expect: ValueError string argument should contain only ASCII characters
# expect: TypeError argument should be a bytes-like object or ASCII string, not 'int'
# expect: b'hi' b'hi' b'aGk='
# expect: Error: Leading padding not allowed
# expect: Error: Excess data after padding
# expect: Error: Excess data after padding
# expect: Error: Discontinuous padding not allowed
# expect: Error: Only base64 data is allowed
# expect: Error: Incorrect padding
# expect: Error: Excess data after padding
# expect: Error: Leading padding not allowed
# expect: b'h'
# expect: b'\xfb\xff' b'hi'
# expect runtime error: binascii.Error: Incorrect padding
