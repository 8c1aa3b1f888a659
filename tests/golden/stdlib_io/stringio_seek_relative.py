# StringIO refuses nonzero relative seeks (OSError).
import io
s = io.StringIO("abc")
print(s.seek(0, 1), s.seek(0, 2))
s.seek(1, 1)

# expect: 0 3
# expect runtime error: OSError: Can't do nonzero cur-relative seeks
