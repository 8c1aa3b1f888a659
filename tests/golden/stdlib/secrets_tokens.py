# secrets: token lengths and alphabets, numbers in range, compare_digest (the values are random).
import secrets
print(len(secrets.token_hex()), len(secrets.token_bytes()), len(secrets.token_urlsafe()), len(secrets.token_urlsafe(10)), len(secrets.token_hex(4)))
print(type(secrets.token_hex(2)).__name__, type(secrets.token_bytes(2)).__name__, secrets.token_bytes(0), secrets.DEFAULT_ENTROPY)
print(0 <= secrets.randbelow(10) < 10, secrets.choice("abc") in "abc", secrets.randbits(8) < 256, secrets.randbelow(2**100) < 2**100)
print(all(c in "0123456789abcdef" for c in secrets.token_hex(50)), all(c.isalnum() or c in "-_" for c in secrets.token_urlsafe(60)))
print(len({secrets.token_hex(16) for _ in range(20)}), secrets.randbelow(1), secrets.randbits(0))
print(secrets.compare_digest("abc", "abc"), secrets.compare_digest(b"abc", b"abd"), secrets.compare_digest(b"", b"x"))
# expect: 64 32 43 14 8
# expect: str bytes b'' 32
# expect: True True True True
# expect: True True
# expect: 20 0 0
# expect: True False False
