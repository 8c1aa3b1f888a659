*a = [1, 2]
# expect error: star_target_alone.py:1:1: error: starred assignment target must be in a list or tuple
