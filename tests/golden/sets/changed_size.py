s = {1, 2, 3}
for x in s:
    s.add(x * 10)
# expect runtime error: RuntimeError: Set changed size during iteration
