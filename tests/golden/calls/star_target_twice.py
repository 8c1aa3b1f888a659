a, *b, *c = [1, 2, 3]
# expect error: star_target_twice.py:1:1: error: multiple starred expressions in assignment
