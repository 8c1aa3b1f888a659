# assert on a parenthesized tuple is always true: a SyntaxWarning, and the assert never fails.
x = 0
assert (x > 1, "x must be big")
assert x == 0, ("a tuple as the message", "gives no warning")
assert (x == 0), "nor does a parenthesized test"
print("still running")
# expect: still running
# expect stderr: warn_assert_tuple.py:3: SyntaxWarning: assertion is always true, perhaps remove parentheses?
