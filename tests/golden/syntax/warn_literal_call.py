# Calling a literal is a SyntaxWarning at compile time (CPython 3.11); the program still runs.
def broken():
    return [
        (1, 2)
        (3, 4)
    ]

def also_broken():
    return ["a" "b"(), None(), 1.5(), {1}(), {}(), [x for x in "ab"](), f"{len}"()]

def fine(f):
    return f(), (lambda: 7)(), print.__name__

print(fine(lambda: 1))
try:
    broken()
except TypeError as e:
    print("TypeError:", e)
try:
    also_broken()
except TypeError as e:
    print("TypeError:", e)
# expect: (1, 7, 'print')
# expect: TypeError: 'tuple' object is not callable
# expect: TypeError: 'str' object is not callable
# expect stderr: warn_literal_call.py:4: SyntaxWarning: 'tuple' object is not callable; perhaps you missed a comma?
# expect stderr: warn_literal_call.py:9: SyntaxWarning: 'str' object is not callable; perhaps you missed a comma?
# expect stderr: warn_literal_call.py:9: SyntaxWarning: 'NoneType' object is not callable; perhaps you missed a comma?
# expect stderr: warn_literal_call.py:9: SyntaxWarning: 'float' object is not callable; perhaps you missed a comma?
# expect stderr: warn_literal_call.py:9: SyntaxWarning: 'set' object is not callable; perhaps you missed a comma?
# expect stderr: warn_literal_call.py:9: SyntaxWarning: 'dict' object is not callable; perhaps you missed a comma?
# expect stderr: warn_literal_call.py:9: SyntaxWarning: 'list' object is not callable; perhaps you missed a comma?
