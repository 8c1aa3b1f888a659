# hashlib's errors: a str instead of bytes, unknown names, non-buffer data.
import hashlib
for f in [lambda: hashlib.new("foo"), lambda: hashlib.md5().update(5), lambda: hashlib.sha256(b"", b"")]:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
hashlib.sha256("text")
# expect: ValueError unsupported hash type foo
# expect: TypeError object supporting the buffer API required
# expect: TypeError openssl_sha256() takes at most 1 positional argument (2 given)
# expect runtime error: TypeError: Strings must be encoded before hashing
