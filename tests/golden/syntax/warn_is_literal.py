# `is` / `is not` with a literal (a constant other than None, True, False, ...) warns at compile
# time; so does a folded constant (-1, 1 + 2, (1, 2)); one warning per comparison chain.
x = 1000
print(x is 1 + 2)
if x is not "a":
    print("not a")
print(x is None, x is True, x is ..., x is [1])
print(x is -1, x is (1, 2), 1 is x is 2, x is b"b", x is 2.5, x is 1j)
def check(y):
    return y is () or y is not "abc"
print(check(()))
# expect: False
# expect: not a
# expect: False False False False
# expect: False False False False False False
# expect: True
# expect stderr: warn_is_literal.py:4: SyntaxWarning: "is" with a literal. Did you mean "=="?
# expect stderr: warn_is_literal.py:5: SyntaxWarning: "is not" with a literal. Did you mean "!="?
# expect stderr: warn_is_literal.py:8: SyntaxWarning: "is" with a literal. Did you mean "=="?
# expect stderr: warn_is_literal.py:10: SyntaxWarning: "is" with a literal. Did you mean "=="?
# expect stderr: warn_is_literal.py:10: SyntaxWarning: "is not" with a literal. Did you mean "!="?
