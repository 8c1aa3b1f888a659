# golden-module: imported by import_star.py (no __all__: the names not starting with _)
plain_x = 1
plain_y = 2
_plain_hidden = 3
plain_unspelled = 26
