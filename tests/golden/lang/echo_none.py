# expression statements evaluate for side effects only (no echo outside the REPL)
def side():
    print("side effect")
    return 42
side()
"docstring-like constant"
1 + 1
[print(i) for i in range(2)]
# expect: side effect
# expect: 0
# expect: 1
