# NamedTemporaryFile with a mode open() refuses.
import tempfile
tempfile.NamedTemporaryFile(mode='q')

# expect runtime error: ValueError: invalid mode: 'q'
