match 1:
    case [1 as _]:
        pass
# expect error: SyntaxError: cannot use '_' as a target
