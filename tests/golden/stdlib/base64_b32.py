# base64's base32: b32encode/b32decode (casefold, map01, padding checks) and the hex alphabet.
import base64, binascii
for data in [b"", b"h", b"hi", b"hi!", b"hi!!", b"hello", b"hello world", bytes(range(7))]:
    enc = base64.b32encode(data)
    print(enc, base64.b32decode(enc) == data, base64.b32hexencode(data), base64.b32hexdecode(base64.b32hexencode(data)) == data)
print(base64.b32decode(b"nbswy3dp", casefold=True), base64.b32decode("NBSWY3DP"), base64.b32decode(b"N8SWY3DP".replace(b"8", b"B")))
print(base64.b32decode(b"0I======", map01=b"I"), base64.b32decode(b"01======", map01=b"L"))
for bad in [b"NBSWY3D", b"NBSWY3D!", b"NB======", b"nbswy3dp"]:
    try:
        base64.b32decode(bad)
    except binascii.Error as e:
        print(bad, e)
# expect: b'' True b'' True
# expect: b'NA======' True b'D0======' True
# expect: b'NBUQ====' True b'D1KG====' True
# expect: b'NBUSC===' True b'D1KI2===' True
# expect: b'NBUSCII=' True b'D1KI288=' True
# expect: b'NBSWY3DP' True b'D1IMOR3F' True
# expect: b'NBSWY3DPEB3W64TMMQ======' True b'D1IMOR3F41RMUSJCCG======' True
# expect: b'AAAQEAYEAUDA====' True b'000G40O40K30====' True
# expect: b'hello' b'hello' b'hello'
# expect: b'r' b'r'
# expect: b'NBSWY3D' Incorrect padding
# expect: b'NBSWY3D!' Non-base32 digit found
# expect: b'nbswy3dp' Non-base32 digit found
