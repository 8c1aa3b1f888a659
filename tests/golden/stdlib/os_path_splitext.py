# os.path.splitext splits at the last dot of the last component; leading dots are not one.
import os
for p in ["data.csv", "archive.tar.gz", ".bashrc", "..x", "dir.d/file", "a/.x.y", "noext", "a."]:
    print(repr(p), os.path.splitext(p))

# expect: 'data.csv' ('data', '.csv')
# expect: 'archive.tar.gz' ('archive.tar', '.gz')
# expect: '.bashrc' ('.bashrc', '')
# expect: '..x' ('..x', '')
# expect: 'dir.d/file' ('dir.d/file', '')
# expect: 'a/.x.y' ('a/.x', '.y')
# expect: 'noext' ('noext', '')
# expect: 'a.' ('a', '.')
