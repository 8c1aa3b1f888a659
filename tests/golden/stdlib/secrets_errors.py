# secrets' errors with CPython's messages.
import secrets
for f in [lambda: secrets.randbelow(0), lambda: secrets.choice([]), lambda: secrets.token_hex(-1),
          lambda: secrets.randbits(-1), lambda: secrets.compare_digest("a", b"a")]:
    try:
        f()
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
secrets.randbelow(-5)
# expect: ValueError Upper bound must be positive.
# expect: IndexError Cannot choose from an empty sequence
# expect: ValueError negative argument not allowed
# expect: ValueError number of bits must be non-negative
# expect: TypeError a bytes-like object is required, not 'str'
# expect runtime error: ValueError: Upper bound must be positive.
