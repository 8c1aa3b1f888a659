match [1]:
    case [a, *b, *c]:
        pass
# expect error: match_two_stars.py:2:18: error: multiple starred names in sequence pattern
