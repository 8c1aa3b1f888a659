match [1]:
    case [a, *b, *c]:
        pass
# expect error: SyntaxError: multiple starred names in sequence pattern
