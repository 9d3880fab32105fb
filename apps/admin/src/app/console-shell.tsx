import { useQueryClient } from '@tanstack/react-query';
import { adminSignOut, OPERATOR_ROLE_NAMES } from '@zhixue/contract';
import { Button, Layout, Result, Space, Spin, Tag, Typography } from 'antd';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { landingFor } from '@/features/dashboard/feature';
import { callApi, isSignedOut } from '@/lib/api';
import { useMe } from '@/lib/use-me';
import { ForbiddenScreen } from './forbidden-screen';
import { firstEntryOf, menuFor } from './menu';
import { mayOpen } from './screen-access';
import { SideMenu } from './side-menu';

/** The frame of every screen: the menu the operator's role allows, who is signed in, sign-out. */
export function ConsoleShell() {
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (me.isPending) return <Spin fullscreen tip="加载中" />;
  if (me.isError) {
    if (isSignedOut(me.error)) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
    return <Result status="error" title="管理后台暂时无法打开" subTitle={me.error.message} />;
  }
  const operator = me.data;
  const menu = menuFor(operator.permissions);
  const first = firstEntryOf(menu);
  const signOut = async () => {
    await callApi(adminSignOut, {}).catch(() => null);
    queryClient.clear();
    navigate('/sign-in', { replace: true });
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={208} theme="dark">
        {/* The console's name leads back to where it opens (the dashboard, for most roles). */}
        <Link
          to="/"
          style={{ display: 'block', color: '#fff', fontSize: 18, fontWeight: 600, padding: '20px 24px' }}
        >
          知学管理后台
        </Link>
        <SideMenu menu={menu} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            gap: 16,
          }}
        >
          <Space>
            <Typography.Text strong>{operator.name}</Typography.Text>
            <Tag color="blue">{OPERATOR_ROLE_NAMES[operator.role]}</Tag>
            <Button onClick={signOut}>退出登录</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          {!first ? (
            <Result
              status="info"
              title="您的角色暂无可用的管理功能"
              subTitle="相关功能上线后将出现在左侧菜单中。"
            />
          ) : mayOpen(operator.permissions, location.pathname) ? (
            <Outlet context={operator} />
          ) : (
            <ForbiddenScreen back={first} />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** `/admin/` opens the dashboard for a role that may see it, else the first screen the role may open. */
export function FirstScreen() {
  const me = useMe();
  if (!me.data) return null;
  const landing = landingFor(me.data.permissions) ?? firstEntryOf(menuFor(me.data.permissions))?.path;
  return landing ? <Navigate to={landing} replace /> : null;
}
