match 1:
    case [(x := 1)]:
        pass
# expect error: SyntaxError: invalid syntax
